# tests/ut/ir/transforms/test_classify_iter_arg_carry.py::test_fresh_tensor_yield_is_a_rebind (hand-written)
import pypto.language as pl

N = 64
M = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def produce(
        self,
        x: pl.Tensor[[N, M], pl.FP32],
        fresh: pl.Out[pl.Tensor[[N, M], pl.FP32]],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        t: pl.Tile[[N, M], pl.FP32] = pl.load(x, [0, 0], [N, M])
        return pl.store(t, [0, 0], fresh)

    @pl.function(type=pl.FunctionType.AIV)
    def consume(
        self,
        acc: pl.Tensor[[N, M], pl.FP32],
        out: pl.Out[pl.Tensor[[N, M], pl.FP32]],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        t: pl.Tile[[N, M], pl.FP32] = pl.load(acc, [0, 0], [N, M])
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[N, M], pl.FP32],
        seed: pl.Tensor[[N, M], pl.FP32],
        out: pl.Out[pl.Tensor[[N, M], pl.FP32]],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        for _i, (acc,) in pl.range(0, 4, init_values=(seed,)):
            fresh: pl.Tensor[[N, M], pl.FP32] = pl.create_tensor([N, M], dtype=pl.FP32)
            fresh2: pl.Tensor[[N, M], pl.FP32] = self.produce(x, fresh)
            (acc_rv,) = pl.yield_(fresh2)
        out = self.consume(acc_rv, out)
        return out
