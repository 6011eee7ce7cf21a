import Foundation

/// A throwaway certificate authority and a server certificate it signed for one IP address, made with the
/// machine's `openssl` (which `make test` installs) in `folder` at test time: nothing secret is committed, and
/// nothing outlives the test's folder. P-256 keys, valid for a day.
package struct CertificateAuthority {
    /// The CA's certificate (PEM): what a client is told to trust.
    package let certificate: URL
    package let serverCertificate: URL
    package let serverKey: URL

    package init(in folder: URL, host: String) throws {
        guard let openssl = ExternalTool.find("openssl") else { throw Missing() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        certificate = folder.appendingPathComponent("ca.pem")
        serverCertificate = folder.appendingPathComponent("server.pem")
        serverKey = folder.appendingPathComponent("server.key")
        let caKey = folder.appendingPathComponent("ca.key")
        let request = folder.appendingPathComponent("server.csr")
        let extensions = folder.appendingPathComponent("server.ext")
        try Data(
            """
            subjectAltName = IP:\(host)
            basicConstraints = critical, CA:FALSE
            keyUsage = critical, digitalSignature, keyEncipherment
            extendedKeyUsage = serverAuth

            """.utf8
        ).write(to: extensions)
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        let steps: [[String]] = [
            ["req", "-x509"] + key + [
                "-keyout", caKey.path, "-out", certificate.path, "-days", "1", "-subj", "/CN=wordpack test CA",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            ],
            ["req"] + key + ["-keyout", serverKey.path, "-out", request.path, "-subj", "/CN=\(host)"],
            [
                "x509", "-req", "-in", request.path, "-CA", certificate.path, "-CAkey", caKey.path,
                "-CAcreateserial", "-out", serverCertificate.path, "-days", "1", "-extfile", extensions.path,
            ],
        ]
        for arguments in steps {
            let result = try ProcessRunner.run(URL(fileURLWithPath: openssl), arguments, in: folder, timeout: 60)
            guard result.status == 0 else { throw Failed(arguments: arguments, message: result.standardError) }
        }
    }

    package struct Missing: Error {}
    package struct Failed: Error {
        package var arguments: [String]
        package var message: String
    }
}
