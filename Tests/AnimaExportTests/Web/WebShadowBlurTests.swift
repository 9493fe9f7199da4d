import AnimaCore
import AnimaExport
import Testing

/// The page's two shadow forms give the renderer's Gaussian (σ = `shadowRadius`): CSS `box-shadow`'s blur radius is
/// twice the standard deviation (CSS Backgrounds 3 §7.1), `drop-shadow()`'s length is the standard deviation itself
/// (Filter Effects 1 §13.3), so a shape layer's shadow was blurred twice as much as the renderer's (issue 29).
@Suite struct WebShadowBlurTests {
    @Test func boxShadowDoublesTheRadiusAndDropShadowDoesNot() throws {
        var l = Layer(id: "s", kind: .shape)
        l.frame = Rect(0, 0, 20, 20)
        l.shadowOpacity = 1
        l.shadowRadius = 4
        let page = try ExportFormat.web.export(Scene(canvas: .init(width: 40, height: 40), timeline: .init(duration: 1), layers: [l])).text
        #expect(page.contains("box-shadow: calc(var(--anima-shx) * 1px) calc(var(--anima-shy) * 1px) calc(var(--anima-shr) * 2px)"))
        #expect(page.contains("drop-shadow(calc(var(--anima-shx) * 1px) calc(var(--anima-shy) * 1px) calc(var(--anima-shr) * 1px)"))
    }
}
