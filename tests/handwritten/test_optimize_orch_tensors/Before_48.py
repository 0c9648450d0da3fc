# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_input_only_windows_transposed_aggregate_reads (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_like(
        self,
        lhs: pl.Tensor[[16, 5120], pl.FP32],
        weight: pl.Tensor[[152064, 5120], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc0: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for k, (acc_iter,) in pl.range(40, init_values=(acc0,)):
            col: pl.Scalar[pl.INDEX] = k * 128
            lhs_tile: pl.Tile[[16, 128], pl.FP32] = pl.load(lhs, [0, col], [16, 128])
            w_tile: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(
                weight, [row, col], [64, 128], [64, 128], target_memory=pl.Mem.Mat, transpose=True
            )
            prod: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(lhs_tile, w_tile)
            acc_next: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(acc_iter, prod)
            acc_rv = pl.yield_(acc_next)
        return pl.store(acc_rv, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        lhs: pl.Tensor[[16, 5120], pl.FP32],
        weight: pl.Tensor[[152064, 5120], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        return self.matmul_like(lhs, weight, 128, out)
