import { changePasswordRules, profileRules } from '@verdant/domain/identity/account-rules';
import { accountProfilesProjection } from '@verdant/projections/identity/account-profiles';
import { adminProcedure, router, waitForReadModels } from '../../init';
import { changeOwnPassword, ownProfile, updateOwnProfile } from '../account';

/** Admin > Settings: the signed-in admin's own account, through the back office's session. */
export const adminAccountRouter = router({
  profile: adminProcedure
    .use(waitForReadModels(accountProfilesProjection.name))
    .query(({ ctx }) => ownProfile(ctx)),

  updateProfile: adminProcedure
    .input(profileRules)
    .mutation(({ ctx, input }) => updateOwnProfile(ctx, input)),

  changePassword: adminProcedure
    .meta({ sentAlone: true, rateLimit: 'adminSignIn' })
    .input(changePasswordRules)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx, 'back-office', input)),
});
