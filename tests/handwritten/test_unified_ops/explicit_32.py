# tests/ut/language/test_unified_ops.py::TestUnifiedBlockDispatch::test_row_expand_add_with_tmp (hand-written)
import pypto.language as pl


@pl.function
def explicit(
    t: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    rv: pl.Tile[[64, 1], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 1])
    tmp: pl.Tile[[64, 64], pl.FP32] = pl.tile.create(
        [64, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
    )
    b: pl.Tile[[64, 64], pl.FP32] = pl.tile.row_expand_add(a, rv, tmp)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(b, offsets=[0, 0], output_tensor=out)
    return result
