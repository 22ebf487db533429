import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local bound to one host (127.0.0.1 by default) instead of every interface.
 * DynamoDB Local has no host option: its DynamoDBProxyServer builds a Jetty Server(port), whose one
 * connector listens on all interfaces. This launcher builds the server the way DynamoDB Local's own
 * main does, sets the connector's host (and port; 0 = any free port) before starting it, and prints
 * the address it really listens on. Telemetry is never configured, so nothing is sent anywhere.
 *
 * System properties: reno.host (default 127.0.0.1), reno.port (default 0). Arguments: DynamoDB
 * Local's own (-inMemory, -dbPath, -sharedDb, ...), without -port.
 */
public final class LoopbackDynamoDbLocal {
  private LoopbackDynamoDbLocal() {}

  public static void main(String[] args) throws Exception {
    // Exit with the Node process that started us, even when it dies without running its exit hooks
    // (a crash or SIGKILL): an orphaned DynamoDB Local would keep its port and its data folder locked.
    ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> System.exit(0)));

    String host = System.getProperty("reno.host", "127.0.0.1");
    int port = Integer.parseInt(System.getProperty("reno.port", "0"));

    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server jetty = (Server) serverField.get(proxy);

    Connector[] connectors = jetty.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("unexpected connector " + connector.getClass().getName());
      }
      ServerConnector serverConnector = (ServerConnector) connector;
      serverConnector.setHost(host);
      serverConnector.setPort(port);
    }

    proxy.start();
    if (!jetty.isStarted()) {
      System.err.println("RENO_DYNAMODB_LOCAL_FAILED could not start on " + host + ":" + port);
      System.exit(2);
    }
    int actualPort = ((ServerConnector) connectors[0]).getLocalPort();
    System.out.println("RENO_DYNAMODB_LOCAL_LISTENING " + host + " " + actualPort);
    System.out.flush();
    jetty.join();
  }
}
