import AnimaCore
import AnimaExport
import Testing

/// The page's shadow gives the renderer's Gaussian (σ = `shadowRadius`): `drop-shadow()`'s length is the standard
/// deviation itself (Filter Effects 1 §13.3); `box-shadow`, whose blur radius is twice it (CSS Backgrounds 3 §7.1),
/// is not used: it is not painted under its box, so it did not show through a translucent layer (issue 29).
@Suite struct WebShadowBlurTests {
    @Test func dropShadowTakesTheRadiusAsItIs() throws {
        var l = Layer(id: "s", kind: .shape)
        l.frame = Rect(0, 0, 20, 20)
        l.shadowOpacity = 1
        l.shadowRadius = 4
        let page = try ExportFormat.web.export(Scene(canvas: .init(width: 40, height: 40), timeline: .init(duration: 1), layers: [l])).text
        // The border's inset box-shadow (`WebPageWriter.layerRule`) is the page's only box-shadow: the shadow is not one.
        #expect(page.components(separatedBy: "box-shadow").count == 2 && page.contains("box-shadow: var(--anima-border)"))
        #expect(page.contains("class=\"anima-shape anima-shadow\""))
        #expect(page.contains("drop-shadow(calc(var(--anima-shx) * 1px) calc(var(--anima-shy) * 1px) calc(var(--anima-shr) * 1px)"))
    }
}
