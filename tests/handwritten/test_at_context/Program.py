# tests/ut/language/test_at_context.py::test_windowize_reaches_outlined_incore_function (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, windowize=True):
            tile = pl.load(x, [0, 0], [128, 128])
            result = pl.store(tile, [0, 0], out)
        return result
