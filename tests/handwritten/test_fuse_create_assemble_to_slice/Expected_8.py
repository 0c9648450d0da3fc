# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_while_loop_create_assemble_fused_to_slice (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def fill_row(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[1, 8], pl.FP32]],
    ) -> pl.Tensor[[1, 8], pl.FP32]:
        row_tile: pl.Tile[[1, 8], pl.FP32] = pl.load(x, [r, 0], [1, 8])
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.store(row_tile, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        i: pl.Scalar[pl.INDEX] = 0
        while i < 4:
            row: pl.Tensor[[1, 8], pl.FP32] = pl.slice(out, [1, 8], [i, 0])
            row = self.fill_row(x, i, row)
            i = i + 1
        return out
