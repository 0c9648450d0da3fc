# tests/ut/ir/parser/test_cache_policy_roundtrip.py::_empty_spmd_body_program (hand-written)
import pypto.language as pl


@pl.program
class EmptyBody:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        b: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        for i in pl.spmd(4):
            pl.set_cache_policy(b, pl.CachePolicy.BYPASS)
        return out
