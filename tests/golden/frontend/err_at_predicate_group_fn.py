# ptoc: parse
# tests/ut/language/parser/test_submit_predicate.py::test_at_predicate_rejected_in_a_non_outlined_host_function[group]: a Group function's scopes are not outlined into submitted tasks
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Group)
    def main(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]], rc: pl.Tensor[[512, 128], pl.INT32]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, predicate=(rc[0, 0] > 0)):
            v = pl.load(x, [0, 0], [128, 128])
            out = pl.store(v, [0, 0], out)
        return out
