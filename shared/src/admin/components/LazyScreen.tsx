import { Center, Loader } from '@mantine/core';
import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LoadError } from './LoadError.js';

interface CatchProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Shows "could not be loaded" with "Try again" in place of a screen whose code did not arrive. */
class ChunkError extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadError title="This screen could not be loaded" message="Check the connection to the server, then try again." onRetry={this.props.onRetry} />;
  }
}

/**
 * A screen whose code is a chunk of its own, fetched when it is first shown (one that needs a large
 * library, such as the charts of Analytics, which the rest of the back office never loads). A
 * loader shows meanwhile; a chunk that fails to arrive (a dropped connection, a server updated
 * since the page was opened) says so and offers to try again.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  const make = () => lazy(async () => ({ default: await load() }));
  // One lazy component for every showing, so the code is fetched once; a failed fetch is tried anew.
  let Current: LazyExoticComponent<ComponentType<P>> = make();
  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Current = make();
      setAttempt((n) => n + 1);
    };
    const Screen = Current;
    return (
      <ChunkError key={attempt} onRetry={retry}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={`Loading ${name}`} />
            </Center>
          }
        >
          <Screen {...props} />
        </Suspense>
      </ChunkError>
    );
  }
  LazyScreen.displayName = `LazyScreen(${name})`;
  return LazyScreen;
}
