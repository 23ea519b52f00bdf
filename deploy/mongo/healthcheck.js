// The mongo service's health check (docker-compose.yml), run by mongosh inside the container every 10 s.
// It initiates the replica set of one when it is not yet (idempotent: the first check after the first
// start does it), and passes only once this node is the set's writable primary. Never healthy while the
// image's first-start setup runs a temporary mongod without the replica set.
const replicaSet = process.env.MONGO_REPLICA_SET || 'rs0';
const member = process.env.MONGO_REPLICA_HOST || 'mongo:27017';
const NOT_YET_INITIALIZED = 94;
const ALREADY_INITIALIZED = 23;

const admin = db.getSiblingDB('admin');
// The root password's secret file: the image reads MONGO_INITDB_ROOT_PASSWORD_FILE for its first start only.
const rootPassword = require('node:fs')
  .readFileSync(process.env.MONGO_INITDB_ROOT_PASSWORD_FILE, 'utf8')
  .trim();
admin.auth(process.env.MONGO_INITDB_ROOT_USERNAME, rootPassword);

function notYetInitiated() {
  try {
    const status = admin.runCommand({ replSetGetStatus: 1 });
    return status.ok !== 1 && status.code === NOT_YET_INITIALIZED;
  } catch (error) {
    return error.code === NOT_YET_INITIALIZED;
  }
}

if (notYetInitiated()) {
  try {
    admin.runCommand({ replSetInitiate: { _id: replicaSet, members: [{ _id: 0, host: member }] } });
    print(`initiated replica set ${replicaSet} with ${member}`);
  } catch (error) {
    if (error.code !== ALREADY_INITIALIZED) throw error;
  }
}

const hello = admin.runCommand({ hello: 1 });
quit(hello.setName === replicaSet && hello.isWritablePrimary === true ? 0 : 1);
