# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

MIXED_VALID_VIEWS = pl.MemRef(slots=2)


@pl.program
class MixedGeometryValidViews:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        cover: pl.Tile[[64, 64], pl.FP32, MIXED_VALID_VIEWS[1], pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        out = pl.store(cover, [0, 0], out)
        small_half: pl.Tile[
            [32, 32], pl.FP32, MIXED_VALID_VIEWS[0], pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])
        ] = pl.load(a, [0, 0], [32, 32], valid_shape=[16, 32])
        out = pl.store(small_half, [0, 0], out)
        small_full: pl.Tile[[32, 32], pl.FP32, MIXED_VALID_VIEWS[0], pl.Mem.Vec] = pl.load(
            a, [0, 0], [32, 32]
        )
        return pl.store(small_full, [0, 0], out)
