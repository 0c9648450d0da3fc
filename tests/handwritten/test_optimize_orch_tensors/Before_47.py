# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_input_only_windows_aggregate_reads_when_outputs_are_full_local (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_like(
        self,
        lhs: pl.Tensor[[16, 2176], pl.FP32],
        weight: pl.Tensor[[2176, 256], pl.FP32],
        col: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc0: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for k, (acc_iter,) in pl.range(136, init_values=(acc0,)):
            row: pl.Scalar[pl.INDEX] = k * 16
            lhs_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(lhs, [0, row], [16, 16])
            w_tile: pl.Tile[[16, 64], pl.FP32] = pl.load(weight, [row, col], [16, 64])
            prod: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(lhs_tile, w_tile)
            acc_next: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(acc_iter, prod)
            acc_rv = pl.yield_(acc_next)
        return pl.store(acc_rv, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        lhs: pl.Tensor[[16, 2176], pl.FP32],
        weight: pl.Tensor[[2176, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        return self.matmul_like(lhs, weight, 128, out)
