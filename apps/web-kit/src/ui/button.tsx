import type { ComponentProps } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light' | 'outlineLight';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-leaf-700 text-white shadow-sm hover:bg-leaf-800',
  secondary: 'border border-leaf-700 bg-white text-leaf-800 hover:bg-leaf-50',
  ghost: 'text-leaf-800 hover:bg-leaf-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  light: 'bg-white text-leaf-900 shadow-sm hover:bg-cream-100',
  outlineLight: 'border border-white/80 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
};

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** For links that look like buttons (router links live in the apps). */
export function buttonStyles({ variant = 'primary', size = 'md', className }: ButtonStyleOptions = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & Omit<ButtonStyleOptions, 'className'>;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}
