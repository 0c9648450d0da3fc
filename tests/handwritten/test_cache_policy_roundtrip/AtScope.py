# tests/ut/ir/parser/test_cache_policy_roundtrip.py::_at_scope_program (hand-written)
import pypto.language as pl


@pl.program
class AtScope:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[256, 128], pl.FP32],
        b: pl.Tensor[[128, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
    ) -> pl.Tensor[[256, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="mm"):
            pl.set_cache_policy(b, pl.CachePolicy.BYPASS)
            c: pl.Tensor[[256, 256], pl.FP32] = pl.matmul(a, b, out_dtype=pl.FP32)
            out = pl.assemble(out, c, [0, 0])
        return out
