# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_inout_scratch_before_out_not_fused (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def compute(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        scratch: pl.InOut[pl.Tensor[[2, 8], pl.FP32]],
        out: pl.Out[pl.Tensor[[1, 8], pl.FP32]],
    ) -> pl.Tensor[[1, 8], pl.FP32]:
        s_tile: pl.Tile[[2, 8], pl.FP32] = pl.load(x, [0, 0], [2, 8])
        scratch_1: pl.Tensor[[2, 8], pl.FP32] = pl.store(s_tile, [0, 0], scratch)
        row_tile: pl.Tile[[1, 8], pl.FP32] = pl.load(scratch_1, [0, 0], [1, 8])
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.store(row_tile, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        for r in pl.range(4):
            scratch: pl.Tensor[[2, 8], pl.FP32] = pl.create_tensor([2, 8], dtype=pl.FP32)
            row: pl.Tensor[[1, 8], pl.FP32] = pl.create_tensor([1, 8], dtype=pl.FP32)
            row = self.compute(x, scratch, row)
            out = pl.assemble(out, row, [r, 0])
        return out
