# ptoc: compile --backend 910B --passes=derive_call_directions,materialize_runtime_scopes,classify_iter_arg_carry --emit=orchestration
# The reference's test_if_statement: an if yielding a scalar in a loop; the condition as
# (i == 0), the phi declared before the if and assigned in each branch, a PTO2_SCOPE
# around the loop body and each branch; tensor.create in the loop body batched there.
import pypto.language as pl

@pl.program
class IfProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_process(self, a: pl.Tensor[[16, 16], pl.FP32], flag: pl.Scalar[pl.INT64], output: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_if(self, a: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.range(4):
            if i == 0:
                is_first: pl.Scalar[pl.INT64] = pl.yield_(1)
            else:
                is_first: pl.Scalar[pl.INT64] = pl.yield_(0)
            result: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
            result = self.kernel_process(a, is_first, result)
        return result
