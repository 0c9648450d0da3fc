# tests/ut/ir/transforms/test_classify_iter_arg_carry.py::test_pass_is_idempotent (hand-written)
import pypto.language as pl

N = 64
M = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def accumulate(
        self,
        x: pl.Tensor[[N, M], pl.FP32],
        acc: pl.InOut[pl.Tensor[[N, M], pl.FP32]],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        t: pl.Tile[[N, M], pl.FP32] = pl.load(x, [0, 0], [N, M])
        return pl.store(t, [0, 0], acc)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[N, M], pl.FP32],
        out: pl.Out[pl.Tensor[[N, M], pl.FP32]],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        for _i, (acc,) in pl.range(0, 4, init_values=(out,)):
            acc2: pl.Tensor[[N, M], pl.FP32] = self.accumulate(x, acc)
            (out,) = pl.yield_(acc2)
        return out
