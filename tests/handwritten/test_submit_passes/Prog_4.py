# tests/ut/ir/transforms/test_submit_passes.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
        rc: pl.Tensor[[512, 128], pl.INT32],
        i: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        idx = i + 1
        with pl.at(level=pl.Level.CORE_GROUP, predicate=(rc[idx, 0] > 0)):
            v = pl.load(x, [0, 0], [128, 128])
            out = pl.store(v, [0, 0], out)
        return out
