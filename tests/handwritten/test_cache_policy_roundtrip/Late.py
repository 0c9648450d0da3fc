# tests/ut/ir/parser/test_cache_policy_roundtrip.py::test_roundtrip_normalises_position_of_a_late_declaration (hand-written)
import pypto.language as pl


@pl.program
class Late:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[256, 128], pl.FP32],
        b: pl.Tensor[[128, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
    ) -> pl.Tensor[[256, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="mm"):
            c: pl.Tensor[[256, 256], pl.FP32] = pl.matmul(a, b, out_dtype=pl.FP32)
            pl.set_cache_policy(b, pl.CachePolicy.BYPASS)
            out = pl.assemble(out, c, [0, 0])
        return out
