/** @jsxImportSource hono/jsx */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { HtmlDocument } from './document';

// The register pages' own styles, inline: these pages are served without a Content-Security-Policy.
const stylesheet = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2d24}
table{border-collapse:collapse;width:100%}
td{padding:.25rem 0;border-bottom:1px solid #dde5df}
td:last-child{text-align:right}
button{font:inherit;padding:.6rem 1.2rem;margin:1rem .5rem 0 0;border-radius:.4rem;border:1px solid #1f5e3b;cursor:pointer}
.approve{background:#1f5e3b;color:#fff}
.decline{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
.note{color:#555;font-size:.9rem}`;

/** A page of the stand-in public register. */
function RegisterPage({ title, children }: { title: string; children: Child }) {
  return (
    <HtmlDocument lang="en" title={title} head={<style>{raw(stylesheet)}</style>}>
      {children}
    </HtmlDocument>
  );
}

const Note = () => <p class="note">A stand-in for the public blockchain register.</p>;

/** Two columns, a name and its value (an address or a hash, which may break anywhere). */
const Rows = ({ rows }: { rows: readonly (readonly [string, string])[] }) => (
  <table>
    <tbody>
      {rows.map(([key, value]) => (
        <tr>
          <td>{key}</td>
          <td style="word-break:break-all">{value}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

export const notInRegisterPage = (what: 'Address' | 'Forest' | 'Transaction') => (
  <RegisterPage title="Not in the register">
    <h1>{what} not in the register</h1>
  </RegisterPage>
);

export const notARangePage = (totalTokens: number) => (
  <RegisterPage title="Not a range of this forest">
    <h1>Not a range of this forest</h1>
    <p>Indexes run from 1 to {totalTokens}.</p>
  </RegisterPage>
);

export const transactionPage = (rows: readonly (readonly [string, string])[]) => (
  <RegisterPage title="Public register (sandbox)">
    <h1>Public register (sandbox)</h1>
    <Note />
    <Rows rows={rows} />
  </RegisterPage>
);

export const walletPage = ({
  rows,
  transactions,
}: {
  rows: readonly (readonly [string, string])[];
  transactions: readonly { transactionId: string; type: string; totalAdded: number }[];
}) => (
  <RegisterPage title="Public register (sandbox)">
    <h1>Public register (sandbox): wallet</h1>
    <Note />
    <Rows rows={rows} />
    <h2>Transactions</h2>
    <ul>
      {transactions.length > 0 ? (
        transactions.map((transaction) => (
          <li>
            <a href={`/dev/register/${encodeURIComponent(transaction.transactionId)}`}>{transaction.transactionId}</a> ({transaction.type},{' '}
            {transaction.totalAdded})
          </li>
        ))
      ) : (
        <li>None yet</li>
      )}
    </ul>
  </RegisterPage>
);

/** Who has a run of a forest's token indexes: a wallet that holds or burned it, no one known, or no one yet. */
export type IndexState =
  | { kind: 'held'; walletAddress: string }
  | { kind: 'burned'; walletAddress: string; projectName: string; date: string; transactionId: string }
  | { kind: 'sold-before-records' }
  | { kind: 'not-sold' };

export interface IndexRun {
  from: number;
  to: number;
  state: IndexState;
}

const Wallet = ({ address }: { address: string }) => <a href={`/dev/register/address/${encodeURIComponent(address)}`}>{address}</a>;

function State({ state }: { state: IndexState }) {
  switch (state.kind) {
    case 'held':
      return (
        <>
          Held by <Wallet address={state.walletAddress} />
        </>
      );
    case 'burned':
      return (
        <>
          Burned by <Wallet address={state.walletAddress} /> for “{state.projectName}” on {state.date.slice(0, 10)} (
          <a href={`/dev/register/${encodeURIComponent(state.transactionId)}`}>transaction</a>)
        </>
      );
    case 'sold-before-records':
      return <>Sold before the sandbox's records</>;
    case 'not-sold':
      return <>Not sold yet</>;
  }
}

export const forestIndexesPage = (forest: {
  name: string;
  location: string;
  from: number;
  to: number;
  totalTokens: number;
  unsold: number;
  runs: readonly IndexRun[];
}) => (
  <RegisterPage title="Public register (sandbox): token indexes">
    <h1>Public register (sandbox): token indexes</h1>
    <Note />
    <p>
      <strong>{forest.name}</strong>, {forest.location}: indexes {forest.from} to {forest.to} of {forest.totalTokens} issued ({forest.unsold} not sold yet).
    </p>
    <table>
      <thead>
        <tr>
          <th scope="col">Indexes</th>
          <th scope="col">Tokens</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {forest.runs.map((run) => (
          <tr>
            <td>{run.from === run.to ? run.from : `${run.from}–${run.to}`}</td>
            <td>{run.to - run.from + 1}</td>
            <td style="text-align:left;word-break:break-all">
              <State state={run.state} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </RegisterPage>
);
