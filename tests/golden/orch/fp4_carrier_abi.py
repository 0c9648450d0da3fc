# ptoc: compile --backend 950 --passes=convert_to_ssa,flatten_call_expr,derive_call_directions,materialize_runtime_scopes,classify_iter_arg_carry --emit=orchestration
# The reference's test_fp4_runtime_shapes_use_x2_carrier_only_at_abi_boundary
# (its kernel loads a static [8, 64] tile: a tile loaded with the dynamic
# extent [8, logical_k] has a dynamic physical shape, which InitMemRef refuses
# as the reference's does; the reference's test runs orchestration codegen
# alone, without the pass pipeline, so here only the passes codegen needs run
# and the dim read stays: the default pipeline folds it to FP4_LOGICAL_K, as in
# fp4_dyn_dim_symbol.py): the program counts FP4 elements, the runtime x2 carriers, so
# tensor.dim of the last axis doubles the carrier extent the runtime reports
# and tensor.create halves the element extent it is given, after checking it
# is positive and even; the created tensor's DataType is FP4E2M1.
import pypto.language as pl

logical_k = pl.dynamic("FP4_LOGICAL_K")


@pl.program
class Fp4CarrierProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(
        self,
        src: pl.Tensor[[8, logical_k], pl.FP4],
        out: pl.Out[pl.Tensor[[8, logical_k], pl.FP4]],
    ) -> pl.Tensor[[8, logical_k], pl.FP4]:
        tile = pl.load(src, [0, 0], [8, 64])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[8, logical_k], pl.FP4],
    ) -> pl.Tensor[[8, logical_k], pl.FP4]:
        width = pl.tensor.dim(src, 1)
        out = pl.create_tensor([8, width], dtype=pl.FP4)
        return self.copy(src, out)
