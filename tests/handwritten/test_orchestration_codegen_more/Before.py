# tests/ut/codegen/test_orchestration_codegen_more.py::test_nz_entry_temporary_names_do_not_collide_with_later_parameters (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[3, 256, 512], pl.INT8, pl.NZ],
        w_logical: pl.Tensor[[256, 512], pl.INT8],
        w_nz_shapes: pl.Tensor[[256, 512], pl.INT8],
    ) -> pl.Tensor[[256 * 512], pl.INT8]:
        layer = pl.slice(w, [1, 256, 512], [1, 0, 0])
        return pl.reshape(layer, [256 * 512])
