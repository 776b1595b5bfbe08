from linter.lsp.server import main

raise SystemExit(main())
