# ptoc: compile --backend 910B --no-emit-loc
# the reference test_expand_mixed_kernel_a2a3 Program 12: cube_side is also called by main, so the
# Group mixed calls mixed_aic_adapter and mixed_aiv_adapter, which take its parameters
import pypto.language as pl

@pl.program
class Program:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube_side(q: pl.Tensor[[16, 16], pl.FP32], sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], task: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        return sink
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec_side(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], task: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def mixed(q: pl.Tensor[[16, 16], pl.FP32], sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], task: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        self.cube_side(q, sink, task)
        result: pl.Tensor[[16, 16], pl.FP32] = self.vec_side(out, task)
        return result
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q: pl.Tensor[[16, 16], pl.FP32], sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], task: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        sink: pl.Tensor[[16, 16], pl.FP32] = self.cube_side(q, sink, task)
        return self.mixed(q, sink, out, task)
