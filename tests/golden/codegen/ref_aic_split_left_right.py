# ptoc: compile --backend 910B
# The reference's case (test_function_attrs): its .pto, loc() paths naming this file (target_arch as ptoas 0.60 names it)

@pl.program
class B:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 128], pl.FP16]) -> pl.Tensor[[16, 128], pl.FP16]:
        pl.func_attr({"split": pl.SplitMode.LEFT_RIGHT})
        return x