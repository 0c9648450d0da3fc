# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_propagates_into_distributed_tensor_view_type (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function
    def main(self, x: pld.DistributedTensor[[4, 8], pl.FP32]):
        _viewed = pl.tensor.view(x, [4, 8])
