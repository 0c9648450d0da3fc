# tests/ut/ir/parser/test_cache_policy_roundtrip.py::test_parse_accepts_the_submodule_spelling_and_normalises_it (hand-written)
import pypto.language as pl


@pl.program
class Alt:
    @pl.function
    def main(self, a: pl.Tensor[[256, 128], pl.FP32], b: pl.Tensor[[128, 256], pl.FP32],
             out: pl.Out[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="mm"):
            pl.tensor.set_cache_policy(b, pl.CachePolicy.BYPASS)
            c: pl.Tensor[[256, 256], pl.FP32] = pl.tensor.matmul(a, b, out_dtype=pl.FP32)
            out: pl.Tensor[[256, 256], pl.FP32] = pl.tensor.assemble(out, c, [0, 0])
        return out
