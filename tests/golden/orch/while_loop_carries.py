# ptoc: compile --backend 910B --emit=orchestration
# A while loop carrying a tensor and a task id in a manual scope: `acc` is written in place
# by the kernel (a trivial carry, named by its init), the task id is rebound each trip
# (a PTO2TaskId the yield assigns) and each submission waits for the one before it.
import pypto.language as pl


@pl.program
class WhileCarries:
    @pl.function(type=pl.FunctionType.InCore)
    def step(self, x: pl.Tensor[[16, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a = pl.load(x, [0, 0], [16, 64])
        b = pl.load(acc, [0, 0], [16, 64])
        acc = pl.store(pl.add(a, b), [0, 0], acc)
        return acc

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.manual_scope():
            prev = pl.system.task_invalid()
            i: pl.Scalar[pl.INDEX] = 0
            while i < n:
                acc, prev = pl.submit(self.step, x, acc, deps=[prev])
                i = i + 1
        return acc
