/** The React twins of the element pages, compiled by docs/react-twins.ts. */
declare module 'virtual:eip-react-twins' {
  import type { FunctionComponent } from 'react';

  const twins: Record<string, FunctionComponent[]>;
  export default twins;
}
