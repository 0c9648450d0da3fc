# tests/ut/ir/transforms/test_pack_fp4_pass.py::test_pack_fp4_packs_shapes_strides_and_full (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Program:
    @pl.function
    def main(
        self,
        rows: pl.Tensor[[2, 512], pl.FP4],
        batch: pl.Tensor[[2, 16, 64], pl.FP4],
    ) -> pl.Tensor[[16, 64], pl.FP4]:
        return pl.full([16, 64], dtype=pl.FP4, value=0)
