import type { DOMConversionMap, DOMExportOutput, LexicalNode, NodeKey, SerializedLexicalNode, Spread } from '@payloadcms/richtext-lexical/lexical'
import { DecoratorNode } from '@payloadcms/richtext-lexical/lexical'
import type { JSX } from 'react'

export type SerializedImageNode = Spread<{ src: string; altText: string }, SerializedLexicalNode>

/**
 * An image inside an article (AI images, pictures from the source page). Lexical's core has no
 * image node and drops unknown elements on import, so without this an edit would silently delete
 * every picture. It is kept as it is: moved or deleted with the text around it, not edited.
 */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string
  __altText: string

  static getType(): string {
    return 'image'
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__altText, node.__key)
  }

  constructor(src: string, altText: string, key?: NodeKey) {
    super(key)
    this.__src = src
    this.__altText = altText
  }

  static importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.altText)
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, altText: this.__altText }
  }

  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const img = element as HTMLImageElement
          return { node: $createImageNode(img.getAttribute('src') ?? '', img.getAttribute('alt') ?? '') }
        },
        priority: 0,
      }),
    }
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img')
    img.setAttribute('src', this.__src)
    img.setAttribute('alt', this.__altText)
    return { element: img }
  }

  createDOM(): HTMLElement {
    const span = document.createElement('span')
    span.className = 'block my-3'
    return span
  }

  updateDOM(): false {
    return false
  }

  isInline(): false {
    return false
  }

  decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__altText} className="max-h-80 rounded-lg" />
  }
}

export function $createImageNode(src: string, altText: string): ImageNode {
  return new ImageNode(src, altText)
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode
}
