# tests/ut/ir/transforms/test_ctrl_flow_transform.py::test_break_no_iter_args (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 10, 1):
            if i > 5:
                break
            y: pl.Tensor[[64], pl.FP32] = pl.add(x_0, x_0)  # noqa: F841
        return x_0
