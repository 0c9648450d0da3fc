# tests/ut/ir/parser/test_cache_policy_roundtrip.py::test_roundtrip_preserves_both_policies_and_their_order (hand-written)
import pypto.language as pl


@pl.program
class Multi:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[256, 128], pl.FP32],
        b: pl.Tensor[[128, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
    ) -> pl.Tensor[[256, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="mm"):
            pl.set_cache_policy(b, pl.CachePolicy.BYPASS)
            pl.set_cache_policy(a, pl.CachePolicy.DEFAULT)
            c: pl.Tensor[[256, 256], pl.FP32] = pl.matmul(a, b, out_dtype=pl.FP32)
            out = pl.assemble(out, c, [0, 0])
        return out
