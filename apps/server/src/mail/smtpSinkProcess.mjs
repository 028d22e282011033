// A real SMTP server for tests, run as its own process: the `smtp-server` package on
// 127.0.0.1, a free port, AUTH required (SMTP_SINK_USER / SMTP_SINK_PASS), no TLS. It prints
// one JSON line per event on stdout: {"listening":port}, then {"mail":{from,to,raw}} for
// every message it accepts. It stops on SIGTERM.
import { SMTPServer } from 'smtp-server';

const print = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);

const server = new SMTPServer({
  // A test server has no certificate; nodemailer would otherwise try STARTTLS.
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (
      auth.username === process.env.SMTP_SINK_USER &&
      auth.password === process.env.SMTP_SINK_PASS
    ) {
      callback(null, { user: auth.username });
    } else {
      callback(new Error('Invalid username or password'));
    }
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      print({
        mail: {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        },
      });
      callback(null, 'Queued');
    });
  },
});

server.listen(0, '127.0.0.1', () => print({ listening: server.server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
