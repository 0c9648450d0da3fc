# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class IfScalarIntProgram:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def repro(flag__ssa_v0: pl.Scalar[pl.INDEX], value__ssa_v0: pl.Scalar[pl.INT32], delta_one__ssa_v0: pl.Scalar[pl.INT32], delta_two__ssa_v0: pl.Scalar[pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[1], pl.INT32]]) -> pl.Tensor[[1], pl.INT32]:
        if flag__ssa_v0 == 0:
            t1__ssa_v0: pl.Scalar[pl.INT32] = value__ssa_v0 + delta_one__ssa_v0
            result__phi_v2: pl.Scalar[pl.INT32] = pl.yield_(t1__ssa_v0)
        else:
            t2__ssa_v0: pl.Scalar[pl.INT32] = value__ssa_v0 + delta_two__ssa_v0
            result__phi_v2: pl.Scalar[pl.INT32] = pl.yield_(t2__ssa_v0)
        combined__ssa_v0: pl.Scalar[pl.INT32] = result__phi_v2 + value__ssa_v0
        final__ssa_v0: pl.Tensor[[1], pl.INT32] = pl.tensor.write(out__ssa_v0, [0], combined__ssa_v0)
        return final__ssa_v0
