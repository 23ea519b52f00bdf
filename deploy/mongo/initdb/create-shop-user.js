// Run once by the mongo image on the first start (an empty data volume), before access control is on: the
// shop's own user, which can read and write the shop's database and nothing else. The shop connects as it
// (MONGODB_URL in docker-compose.yml); the root user is for operators. Its password comes from a secret file.
const fs = require('node:fs');
const password = fs.readFileSync(process.env.MONGO_SHOP_PASSWORD_FILE, 'utf8').trim();
if (!password) throw new Error(`no password in ${process.env.MONGO_SHOP_PASSWORD_FILE}`);
db.getSiblingDB('admin').createUser({
  user: process.env.MONGO_SHOP_USERNAME,
  pwd: password,
  roles: [{ role: 'readWrite', db: process.env.MONGO_SHOP_DATABASE }],
});
print(`created the shop's user ${process.env.MONGO_SHOP_USERNAME}`);
