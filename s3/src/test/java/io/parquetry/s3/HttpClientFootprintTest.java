package io.parquetry.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;

/**
 * The module brings the SDK's url-connection client only: the Apache 4, Apache 5 and Netty clients
 * the {@code s3} artifact would pull in are excluded (the test class path has S3Proxy's own
 * libraries, none of these SDK clients).
 */
class HttpClientFootprintTest {

    @Test
    void onlyTheUrlConnectionClientIsOnTheClassPath() {
        assertEquals("UrlConnectionHttpClient", UrlConnectionHttpClient.class.getSimpleName());
        for (String absent : new String[] {
                "software.amazon.awssdk.http.apache.ApacheHttpClient",
                "software.amazon.awssdk.http.apache5.Apache5HttpClient",
                "software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient",
                "org.apache.hc.client5.http.classic.HttpClient"}) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(absent), absent);
        }
    }
}
