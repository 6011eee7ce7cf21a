import CRsvg

/// A transparent picture that cairo draws on, read back as straight-alpha RGBA: where SVG and PDF masters are
/// drawn at the size an output needs.
package enum CairoCanvas {
    /// A rectangle in the canvas's pixels.
    package struct Rectangle: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        package init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// `width × height × 4` bytes of what `draw` drew on a cairo context of that size, clipped to `clip`;
    /// `draw` gets the context (a `cairo_t *`).
    package static func pixels(width: Int, height: Int, clip: Rectangle, draw: (OpaquePointer) throws -> Void) throws
        -> [UInt8]
    {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CanvasProblem(reason: "cairo could not make a \(width)x\(height) picture")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw CanvasProblem(reason: "cairo could not make a \(width)x\(height) picture")
        }
        defer { cairo_destroy(context) }
        cairo_rectangle(context, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(context)
        try draw(context)
        cairo_surface_flush(surface)
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw CanvasProblem(reason: String(cString: cairo_status_to_string(cairo_status(context))))
        }
        return straightRGBA(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// cairo's ARGB32 is premultiplied, one 32-bit word per pixel in the machine's byte order.
    private static func straightRGBA(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
        -> [UInt8]
    {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { bytes in
            for y in 0..<height {
                let row = UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x]
                    let alpha = Int(pixel >> 24)
                    let out = (y * width + x) * 4
                    guard alpha > 0 else { continue }
                    func straight(_ shift: UInt32) -> UInt8 {
                        UInt8(min(255, (Int((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha))
                    }
                    rgba[out] = straight(16)
                    rgba[out + 1] = straight(8)
                    rgba[out + 2] = straight(0)
                    rgba[out + 3] = UInt8(alpha)
                }
            }
        }
        return rgba
    }
}

/// Why cairo could not draw a master, in its own words.
package struct CanvasProblem: Error, CustomStringConvertible {
    var reason: String
    package var description: String { reason }

    /// cairo's words for an allocation that failed.
    static var outOfMemory: String { String(cString: cairo_status_to_string(CAIRO_STATUS_NO_MEMORY)) }

    /// cairo or librsvg ran out of memory (an allocation past the drawing's limit).
    package var isOutOfMemory: Bool { reason == Self.outOfMemory || reason.hasPrefix("cairo could not make") }
}
