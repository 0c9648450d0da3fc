# ptoc: check --backend 910B
# exit: 1
# examples/two_kernel_loop.py without deps=[sq_tid]: in the MANUAL scope nothing orders
# accumulate after the square task whose rows of tmp it reads, so the device may run it
# first; the run reports the race at the accumulate call, with the square call as a note.
# An orchestration loop that submits two kernels per step: `square` writes
# rows [32*i, 32*i + 32) of tmp, then `accumulate` adds them to x into out.
# The MANUAL scope makes the task ids the whole contract: accumulate waits for
# the square task of its step (deps=[sq_tid]), nothing else is tracked.
@pl.program
class TwoKernelLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def square(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        tmp: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        t = pl.load(x, [row, 0], [32, 64])
        s = pl.mul(t, t)
        tmp = pl.store(s, [row, 0], tmp)
        return tmp

    @pl.function(type=pl.FunctionType.InCore)
    def accumulate(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        tmp: pl.Tensor[[128, 64], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        a = pl.load(x, [row, 0], [32, 64])
        b = pl.load(tmp, [row, 0], [32, 64])
        c = pl.add(a, b)
        out = pl.store(c, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        tmp = pl.tensor.create([128, 64], dtype=pl.FP32)
        with pl.manual_scope():
            for i in pl.range(4):
                tmp, sq_tid = pl.submit(self.square, x, i * 32, tmp)
                out, _ = pl.submit(self.accumulate, x, tmp, i * 32, out)
        return out
