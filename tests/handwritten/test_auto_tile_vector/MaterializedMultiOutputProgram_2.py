# tests/ut/ir/transforms/test_auto_tile_vector.py::test_materialized_multi_output_ir_is_exact (hand-written)
import pypto.language as pl


@pl.program
class MaterializedMultiOutputProgram:
    @pl.function
    def materialized(
        self,
        x__ssa_v0: pl.Tensor[[1, 64], pl.FP32],
        a__ssa_v0_out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
        b__ssa_v0_out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[1, 64], pl.FP32], pl.Tensor[[1, 64], pl.FP32]]:
        for __auto_tile_region0 in pl.spmd(1, name_hint="materialized_spmd"):
            __auto_tile_in1: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.slice(
                x__ssa_v0, [1, 64], [0, __auto_tile_region0 % 1 * 64]
            )
            __auto_tile_v2: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.mul(
                __auto_tile_in1, __auto_tile_in1
            )
            __auto_tile_v3: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.adds(__auto_tile_v2, 1.0)
            a__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.assemble(
                a__ssa_v0_out, __auto_tile_v2, [0, __auto_tile_region0 % 1 * 64]
            )
            b__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.assemble(
                b__ssa_v0_out, __auto_tile_v3, [0, __auto_tile_region0 % 1 * 64]
            )
        return a__ssa_v0, b__ssa_v0
