# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_submit_inside_pipeline_is_tile_compute_not_io (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            for i in pl.pipeline(0, 2, 1, stage=1):
                _a, a_tid = pl.submit(self.k1, x)
                _b, _b_tid = pl.submit(self.k1, x, deps=[a_tid])
        return out
