import FlipbookCLI

Flipbook.main()
