/**
 * A real company directory for the directory sign-in test: Debian's OpenLDAP server (slapd, installed by
 * tests/ensure-slapd.sh when the tests run as root), configured in a temporary folder from a small
 * slapd.conf and LDIF (people, and groups with the memberof overlay), on a free port, run in the
 * foreground; and the directory administrator's edits the test makes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import forge from 'node-forge';
import { freePort } from './postgres-cluster.js';

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SCHEMAS = ['core', 'cosine', 'inetorgperson'].map((name) => `/etc/ldap/schema/${name}.schema`);
const SUFFIX = 'dc=example,dc=test';
export const PEOPLE = `ou=people,${SUFFIX}`;
const ROOT_DN = `cn=admin,${SUFFIX}`;
const ROOT_PASSWORD = 'root-secret';
export const SEARCHER_DN = `cn=portal,${SUFFIX}`;
export const SEARCHER_PASSWORD = 'search-secret';
export const GROUPS = `ou=groups,${SUFFIX}`;
export const BUYERS = `cn=buyers,${GROUPS}`;
export const FINANCE = `cn=finance,${GROUPS}`;
export const personDn = (uid: string) => `uid=${uid},${PEOPLE}`;

export const skip =
  !existsSync(SLAPD) || !existsSync(SLAPADD) || SCHEMAS.some((schema) => !existsSync(schema))
    ? `OpenLDAP is not installed (${SLAPD}, its schemas in /etc/ldap/schema): apt-get install slapd, or run tests/ensure-slapd.sh as root`
    : false;

/** The directory's people: uid, password and attributes. `admin` is also the portal's own account. */
const PEOPLE_LDIF = [
  {
    uid: 'zhangsan',
    password: 'ldap-zhangsan',
    cn: '张三',
    mail: 'zhangsan@example.test',
    mobile: '13900000001',
    ou: '信息中心',
  },
  {
    uid: 'lisi',
    password: 'ldap-lisi',
    cn: '李四',
    mail: 'lisi@example.test',
    mobile: '13900000002',
    ou: '没有这个部门',
  },
  {
    uid: 'wangwu',
    password: 'ldap-wangwu',
    cn: '王五',
    mail: 'wangwu@example.test',
    mobile: '13900000003',
    ou: 'cwb',
  },
  {
    uid: 'admin',
    password: 'ldap-admin',
    cn: '目录里的 admin',
    mail: 'admin@example.test',
    mobile: '13900000009',
    ou: '信息中心',
  },
];

function ldif(): string {
  const entries = [
    `dn: ${SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\no: Example\ndc: example\n`,
    `dn: ${SEARCHER_DN}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: portal\nuserPassword: ${SEARCHER_PASSWORD}\n`,
    `dn: ${PEOPLE}\nobjectClass: organizationalUnit\nou: people\n`,
    ...PEOPLE_LDIF.map(
      (person) =>
        `dn: uid=${person.uid},${PEOPLE}\nobjectClass: inetOrgPerson\nuid: ${person.uid}\n` +
        // Non-ASCII values are base64 in LDIF (RFC 2849).
        `cn:: ${Buffer.from(person.cn).toString('base64')}\nsn: ${person.uid}\nmail: ${person.mail}\n` +
        `mobile: ${person.mobile}\nou:: ${Buffer.from(person.ou).toString('base64')}\nuserPassword: ${person.password}\n`,
    ),
    // The groups LDAP_GROUP_MAP names (groupOfNames lists its members' DNs in `member`).
    `dn: ${GROUPS}\nobjectClass: organizationalUnit\nou: groups\n`,
    `dn: ${BUYERS}\nobjectClass: groupOfNames\ncn: buyers\nmember: ${personDn('zhangsan')}\n`,
    `dn: ${FINANCE}\nobjectClass: groupOfNames\ncn: finance\nmember: ${personDn('wangwu')}\n`,
  ];
  return entries.join('\n');
}

/** Resolves once slapd accepts connections on the port. */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`slapd did not listen on ${port}: ${log()}`);
}

export interface Slapd {
  url: string;
  /** The same directory over TLS from the first byte. */
  ldapsUrl: string;
  /** The self-signed certificate slapd presents (for 127.0.0.1): the CA file a client must trust. */
  caFile: string;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and its key, as PEM files in `dir`. */
function writeCertificate(dir: string): { certFile: string; keyFile: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [{ name: 'commonName', value: '127.0.0.1' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  writeFileSync(certFile, forge.pki.certificateToPem(cert));
  writeFileSync(keyFile, privateKey);
  return { certFile, keyFile };
}

/** slapd with an mdb database under `dir`, loaded with slapadd before it starts. */
export async function startSlapd(dir: string): Promise<Slapd> {
  const port = await freePort();
  const tlsPort = await freePort();
  const { certFile, keyFile } = writeCertificate(dir);
  mkdirSync(join(dir, 'db'));
  const config = join(dir, 'slapd.conf');
  writeFileSync(
    config,
    `${SCHEMAS.map((schema) => `include ${schema}`).join('\n')}
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload memberof
database mdb
maxsize 10485760
suffix "${SUFFIX}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory ${dir}/db
TLSCertificateFile ${certFile}
TLSCertificateKeyFile ${keyFile}
overlay memberof
memberof-group-oc groupOfNames
memberof-member-ad member
memberof-memberof-ad memberOf
access to attrs=userPassword by self write by anonymous auth by * none
access to * by users read by * none
`,
  );
  writeFileSync(join(dir, 'data.ldif'), ldif());
  const loaded = spawnSync(SLAPADD, ['-f', config, '-l', join(dir, 'data.ldif')], { encoding: 'utf8' });
  if (loaded.status !== 0) throw new Error(`slapadd failed: ${loaded.stderr}`);
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsUrl = `ldaps://127.0.0.1:${tlsPort}`;
  // -d 0: in the foreground, without debug output; errors still reach stderr.
  const child = spawn(SLAPD, ['-f', config, '-h', `${url}/ ${ldapsUrl}/`, '-d', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await listening(port, child, () => log);
  await listening(tlsPort, child, () => log);
  return {
    url,
    ldapsUrl,
    caFile: certFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Changes a person's attributes as the directory's administrator would. */
export async function editPerson(url: string, uid: string, values: Record<string, string>): Promise<void> {
  const client = new Client({ url });
  try {
    await client.bind(ROOT_DN, ROOT_PASSWORD);
    await client.modify(
      `uid=${uid},${PEOPLE}`,
      Object.entries(values).map(
        ([type, value]) =>
          new Change({ operation: 'replace', modification: new Attribute({ type, values: [value] }) }),
      ),
    );
  } finally {
    await client.unbind();
  }
}

/** Adds a member to a group, or removes one, as the directory's administrator would. */
export async function editGroup(url: string, group: string, operation: 'add' | 'delete', member: string) {
  const client = new Client({ url });
  try {
    await client.bind(ROOT_DN, ROOT_PASSWORD);
    await client.modify(group, [
      new Change({ operation, modification: new Attribute({ type: 'member', values: [member] }) }),
    ]);
  } finally {
    await client.unbind();
  }
}
