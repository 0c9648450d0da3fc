# tests/ut/language/test_unified_ops.py::TestPromotedOps::test_promoted_create_tile_flat_layout (hand-written)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def explicit(src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[[256, 128], pl.BF16]:
    _t: pl.Tile[[16, 128], pl.BF16] = pl.tile.create(
        [16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat, flat_layout=True
    )
    return src
