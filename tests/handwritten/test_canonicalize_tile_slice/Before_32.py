# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestNoOp::test_vec_resident_slice_left_untouched (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x_vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 64], target_memory=pl.Mem.Vec
        )
        x_slice: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_vec, [16, 64], [0, 0])
        out = pl.store(x_slice, [0, 0], out)
        return out
