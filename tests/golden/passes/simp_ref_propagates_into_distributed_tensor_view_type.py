# ptoc: opt --passes=simplify --expect {dir}/simp_ref_propagates_into_distributed_tensor_view_type.expected.py
# reference test_simplify_pass.py, test_propagates_into_distributed_tensor_view_type: a constant scalar folds into the shape of a view of a distributed tensor, and its assignment goes
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self, x: pld.DistributedTensor[[4, 8], pl.FP32]):
        n: pl.Scalar[pl.INDEX] = 2
        _viewed = pl.tensor.view(x, [n * 2, 8])
