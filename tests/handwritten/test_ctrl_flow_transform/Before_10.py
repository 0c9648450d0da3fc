# tests/ut/ir/transforms/test_ctrl_flow_transform.py::TestIdentity::test_parallel_loop_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.parallel(64):
            x = pl.add(x, 1.0)
        return x
