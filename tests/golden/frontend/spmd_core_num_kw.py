# ptoc: print
# tests/ut/language/parser (for-spmd tests)::test_for_spmd_accepts_core_num_kwarg: the keyword form pl.spmd(core_num=N) parses as pl.spmd(N)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        for i in pl.spmd(core_num=4):
            offset = i * 128
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [offset, 0], [128, 128])
            out = pl.store(t, [offset, 0], out)
        return out
