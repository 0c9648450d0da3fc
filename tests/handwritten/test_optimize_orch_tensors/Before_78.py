# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowSubmitCall::test_submit_nested_partition_reduction_projection_is_externalized (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_split(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        weight: pl.Tensor[[128, 128], pl.FP32],
        k_off: pl.Scalar[pl.INDEX],
        n_off: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        lhs_tile: pl.Tile[[16, 64], pl.FP32] = pl.load(lhs, [0, k_off], [16, 64])
        weight_tile: pl.Tile[[64, 64], pl.FP32] = pl.load(weight, [k_off, n_off], [64, 64])
        acc_tile: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(lhs_tile, weight_tile)
        return pl.store(acc_tile, [0, n_off], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        weight: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
            out_outer_rv: pl.Tensor[[16, 128], pl.FP32] = out
            for n, (out_outer,) in pl.range(2, init_values=(out,)):
                n_off: pl.Scalar[pl.INDEX] = n * 64
                for k, (out_inner,) in pl.range(2, init_values=(out_outer,)):
                    k_off: pl.Scalar[pl.INDEX] = k * 64
                    out_next, tid = pl.submit(self.matmul_split, lhs, weight, k_off, n_off, out_inner)
                    out_inner_rv = pl.yield_(out_next)
                out_outer_rv = pl.yield_(out_inner_rv)
        return out_outer_rv
